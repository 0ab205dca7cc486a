export declare const REQUIRED_COMPANY_FACTS: readonly string[];
export declare function checkCompanyFacts(facts: unknown): { missing: string[]; malformed: string[] };
export declare function companyFactsBuildReport(
  facts: unknown,
  options: { production: boolean },
): { errors: string[]; warnings: string[] };
