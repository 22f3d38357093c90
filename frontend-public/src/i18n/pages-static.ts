// The public pages' catalogues (pages-area.ts) of every language at once, for the prerender step
// (prerender.tsx), which renders synchronously in any offered language. Never imported by browser code.
import type { Language, Messages } from '@ministry/frontend-kit';
import { messages as en } from './locales/en/messages';
import { messages as es } from './locales/es/messages';
import { messages as fr } from './locales/fr/messages';
import { messages as he } from './locales/he/messages';
import { messages as ptBR } from './locales/pt-BR/messages';

export const PAGES_CATALOGUES: Record<Language, Messages> = { en, es, 'pt-BR': ptBR, fr, he };
