/** The one widget name the renderer reserves: where a layout puts the page. */
export const OUTLET = 'Outlet';
