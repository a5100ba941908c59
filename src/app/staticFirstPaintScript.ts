// The static first paint's script: built on its own as a small classic script that the built
// index.html runs right after the first paints' templates (scripts/staticFirstPaintPlugin.ts).
import { showStaticFirstPaint } from './showStaticFirstPaint';

showStaticFirstPaint(document, window.location.pathname);
