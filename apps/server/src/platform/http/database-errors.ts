import { API_MESSAGES } from '@driller/domain';

/**
 * PostgreSQL errors that mean "the input was bad", not "the server failed" (SQLSTATE class 22, data
 * exception): they answer 400 with a plain message. The SQL and the database's own text never leave.
 */
const BAD_INPUT: Record<string, string> = {
  '22003': API_MESSAGES.numberOutOfRange, // numeric_value_out_of_range: an int4 id of 2^31 and above
  '22001': API_MESSAGES.valueTooLong, // string_data_right_truncation
  '22P05': API_MESSAGES.nulCharacter, // untranslatable_character: \u0000 in jsonb
  '22021': API_MESSAGES.invalidValue, // character_not_in_repertoire: bad bytes in text
  '22P02': API_MESSAGES.invalidValue, // invalid_text_representation
  '22007': API_MESSAGES.invalidValue, // invalid_datetime_format
  '22008': API_MESSAGES.invalidValue, // datetime_field_overflow
  '23514': API_MESSAGES.invalidValue, // check_violation: a value outside a column's declared range
};

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The message for a database error caused by the request's input, or undefined for anything else. */
export function badInputMessage(error: unknown): string | undefined {
  const state = sqlState(error) ?? sqlState((error as { cause?: unknown } | null)?.cause);
  return state ? BAD_INPUT[state] : undefined;
}
