// Two statements the validating schemas cannot make without changing what the server answers:
// - `x-enum` marks a closed set the service checks itself (422 validation_failed, not the
//   validator's 400), stated in the document as an ordinary `enum`;
// - a body schema that accepts null means the body may be left out: requestBody.required false.
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function promoteDocumentEnums(node: unknown): void {
  if (Array.isArray(node)) node.forEach(promoteDocumentEnums);
  if (!isObject(node)) return;
  if (Array.isArray(node['x-enum'])) {
    node.enum = node['x-enum'];
    delete node['x-enum'];
  }
  Object.values(node).forEach(promoteDocumentEnums);
}

export function markOptionalBody(operation: Json): void {
  const body = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: Json }> } | undefined;
  if (!body?.content) return;
  for (const media of Object.values(body.content)) {
    const choices = media.schema?.anyOf as Json[] | undefined;
    if (!choices?.some((choice) => choice.type === 'null')) continue;
    const rest = choices.filter((choice) => choice.type !== 'null');
    media.schema = rest.length === 1 ? rest[0] : { anyOf: rest };
    body.required = false;
  }
}
