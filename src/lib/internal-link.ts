/** Our own pages route inside the app; anything else (another origin, `//host`, a scheme) is an external link. */
export const isInternalLink = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');
