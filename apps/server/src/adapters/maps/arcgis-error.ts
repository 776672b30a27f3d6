/** An ArcGIS REST failure: answered as `{ error: { code, message, details } }`, as NSW's services do. */
export class ArcgisError extends Error {
  constructor(
    readonly code: number,
    readonly details: string[],
    message = 'Unable to complete operation.',
  ) {
    super(message);
  }
}

export const invalidParameter = (detail: string): ArcgisError => new ArcgisError(400, [detail]);

export function arcgisErrorBody(error: ArcgisError): { error: { code: number; message: string; details: string[] } } {
  return { error: { code: error.code, message: error.message, details: error.details } };
}
