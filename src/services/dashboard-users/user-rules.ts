// What a dashboard user's e-mail and password must be (D1: at least 12 characters).
import { ServiceError } from '../../lib/errors.ts';

export const passwordLength = { min: 12, max: 1024 };

export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new ServiceError('validation_failed', 'Enter an e-mail address such as ada@example.com', { param: 'email' });
  }
  return email;
}

export function assertPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < passwordLength.min || value.length > passwordLength.max) {
    throw new ServiceError('validation_failed', `The password must have ${passwordLength.min} to ${passwordLength.max} characters`, { param: 'password' });
  }
  return value;
}
