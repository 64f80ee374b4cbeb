// @ts-check
import { environment } from "../config/environment.mjs";

/**
 * The folder this build is published under: `/`, or such as `/my-books/` (`BASE_PATH`,
 * checked by config/environment.mjs, which says what it is for).
 */
export const BASE_PATH = environment.basePath;
