import { createRequire } from 'node:module';
import { colourParser, type CssColourLibrary } from './colour-contrast.ts';

export { contrastRatio, type Rgba } from './colour-contrast.ts';

let cssColor: CssColourLibrary | undefined;

/**
 * A concrete CSS colour as RGBA (engine/project/colour-contrast.ts), in Node: the full CSS Color 4
 * parser is loaded only when a value is not plain hex, as it costs the lint ~100 ms to load.
 */
export const parseColour = colourParser(() => (cssColor ??= createRequire(import.meta.url)('@asamuzakjp/css-color') as CssColourLibrary));
