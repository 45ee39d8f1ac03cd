// The typed client: openapi-fetch over the paths openapi-typescript generated from openapi.yaml.
import createClient from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];

/** A client for a Starport server; pass a seat token or player key to act for its seat. */
export function starport(baseUrl: string, token?: string) {
  return createClient<paths>({
    baseUrl,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
