// Path parameters as the router hands them: text. A route reads an id that cannot name a row (not a
// positive whole number, or past what a row id holds) as a resource that does not exist, answering 404
// like any other unknown id, so these schemas name the parameter and leave its checking to the route.
import * as z from 'zod/mini';

export const ZIdPathSchema = z.object({ id: z.string() });
export const ZKeyPathSchema = z.object({ key: z.string() });
/** A generated report's id and the report type of one of its CSV files. */
export const ZReportCsvPathSchema = z.object({ key: z.string(), type: z.string() });
/** An invitation's uuid (or, for a secondary invitation, the token of its signed-in link). */
export const ZUuidPathSchema = z.object({ uuid: z.string() });
