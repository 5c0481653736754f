// Types of vite-plugin-pwa's virtual module `virtual:pwa-register` (used in main.tsx).
/// <reference types="vite-plugin-pwa/vanillajs" />
