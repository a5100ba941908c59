/**
 * The static first paint's script: built on its own as a small classic script that the built
 * index.html runs right after the first paints' templates, before any of the app's code has
 * arrived (the build's `static-first-paint` plugin, scripts/staticFirstPaintPlugin.ts).
 */
import { showStaticFirstPaint } from './showStaticFirstPaint';

showStaticFirstPaint(document, window.location.pathname);
