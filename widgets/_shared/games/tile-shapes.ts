/** The tile shapes the game lists offer (GameGrid, GameRail, FavouritesRail). */
export const tileShapes = ['portrait', 'square', 'landscape'] as const;

export type TileShape = (typeof tileShapes)[number];
