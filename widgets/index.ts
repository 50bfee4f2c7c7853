import type { RegisteredWidget } from '../src/render/types.ts';
import CategoryNav from './CategoryNav/index.ts';
import Footer from './Footer/index.ts';
import GameGrid from './GameGrid/index.ts';
import Header from './Header/index.ts';
import Hero from './Hero/index.ts';
import PageHeading from './PageHeading/index.ts';
import Stack from './Stack/index.ts';

/** The registry: every widget a config may name. The entry files hand it to the renderer. */
export const widgets: readonly RegisteredWidget[] = [CategoryNav, Footer, GameGrid, Header, Hero, PageHeading, Stack];
