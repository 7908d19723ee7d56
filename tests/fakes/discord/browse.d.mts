export declare function listAccountLinks(html: string): { discordId: string; href: string }[];
export declare function pickAccount(authorizeUrl: string | URL, discordId: string): Promise<URL>;
