export declare function isRTL(locale: string): boolean;
export declare function getLocaleDir(locale: string): 'rtl' | 'ltr';
