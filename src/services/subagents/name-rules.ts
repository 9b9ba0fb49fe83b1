// S1: 1 to 64 characters of a-z 0-9 - _, starting with a letter or digit.
import { ServiceError } from '../../lib/errors.ts';

const namePattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function isValidSubagentName(name: string): boolean {
  return namePattern.test(name);
}

export function assertSubagentName(name: string): void {
  if (!isValidSubagentName(name)) {
    throw new ServiceError('invalid_name', 'name must be 1 to 64 characters of a-z, 0-9, - and _, starting with a letter or digit', { param: 'name' });
  }
}
