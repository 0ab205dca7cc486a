export declare function checkExternalLinks(links: unknown): { missing: string[]; malformed: string[] };
export declare function externalLinksBuildReport(
  links: unknown,
  options: { production: boolean },
): { errors: string[]; warnings: string[] };
