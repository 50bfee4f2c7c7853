/**
 * The one widget name the renderer reserves: where a layout puts the page. The node schema
 * (schemas/compose.ts) admits it beside the registered widgets; the renderer and the tools read it here.
 */
export const OUTLET = 'Outlet';
