import { z } from 'zod';

/** Record ids are PostgreSQL int4 (serial): 1 to 2^31 - 1. A larger id can name nothing. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().min(1).max(MAX_ID);

/** An id in a path or query string (text that must read as one). */
export const idParamSchema = z.coerce.number().int().min(1).max(MAX_ID);

/** The longest file name a file system (and the documents table) keeps. */
export const MAX_FILE_NAME_LENGTH = 255;
