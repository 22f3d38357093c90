import { getMetadataStorage } from 'class-validator';
import { DomainError } from '../errors/domain-error';
import { templatePattern } from './catalogues';
import { CORE_MESSAGES, MESSAGE_TEMPLATES } from './message-templates';

/** The server's messages as the code declares them, each with where it comes from (for translators). */
export type FoundMessages = Map<string, Set<string>>;

/** What a message built without its values reads like. */
const VALUE_LEFT_OUT = /\bundefined\b|\bNaN\b/;

interface ValidationRule {
  target: unknown;
  message?: unknown;
}

/**
 * Every message of the validation rules declared so far (the DTO classes loaded), with
 * class-validator's `$property` tokens as ICU arguments.
 */
function validationMessages(found: FoundMessages): void {
  // class-validator keeps its rules by target class; it has no public listing of them all.
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<unknown, ValidationRule[]>;
  };
  for (const rules of storage.validationMetadatas.values()) {
    for (const rule of rules) {
      if (typeof rule.message !== 'string' || !rule.message) continue;
      const name = typeof rule.target === 'function' ? rule.target.name : 'validation';
      add(found, rule.message.replace(/\$(property|value|constraint\d)/g, '{$1}'), `dto ${name}`);
    }
  }
}

/**
 * The messages a module of domain errors exports: each error class's (built with no arguments),
 * each string, each message function's (called with none), one level into message objects.
 */
function errorMessages(found: FoundMessages, file: string, exports: Record<string, unknown>): void {
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string') add(found, value, file);
    else if (typeof value === 'function') {
      if (value.prototype instanceof DomainError) {
        try {
          add(found, (new (value as new () => DomainError)() as Error).message, file);
        } catch {
          /* an error built from values it cannot do without: its messages are listed elsewhere */
        }
      } else if (!/^class\b/.test(Function.prototype.toString.call(value))) {
        try {
          const text: unknown = (value as () => unknown)();
          if (typeof text === 'string') add(found, text, file);
        } catch {
          /* not a message function */
        }
      }
    } else if (value && typeof value === 'object' && depth === 0) {
      for (const each of Object.values(value)) visit(each, 1);
    }
  };
  for (const value of Object.values(exports)) visit(value, 0);
}

function add(found: FoundMessages, message: string, origin: string): void {
  if (!message.trim()) return;
  const origins = found.get(message) ?? new Set<string>();
  origins.add(origin);
  found.set(message, origins);
}

export interface ExtractedMessages {
  /** msgid → where it is used, in the order found. */
  messages: FoundMessages;
  /** Messages with a value left out that no template matches: a template is missing. */
  unmatched: string[];
}

/**
 * The catalogue's messages: the validation rules of the classes loaded, the domain errors of the
 * modules given (`*.errors.ts`), the core's texts, and each message built from values replaced by
 * its template.
 */
export function extractMessages(
  errorModules: { file: string; exports: Record<string, unknown> }[],
): ExtractedMessages {
  const raw: FoundMessages = new Map();
  for (const message of CORE_MESSAGES) add(raw, message, 'core');
  validationMessages(raw);
  for (const { file, exports } of errorModules) errorMessages(raw, file, exports);
  const templates = MESSAGE_TEMPLATES.map((msgid) => ({ msgid, ...templatePattern(msgid) }));
  const messages: FoundMessages = new Map();
  const unmatched: string[] = [];
  for (const [message, origins] of raw) {
    const template = templates.find((each) => each.pattern.test(message));
    const msgid = template && VALUE_LEFT_OUT.test(message) ? template.msgid : message;
    if (msgid === message && VALUE_LEFT_OUT.test(message)) unmatched.push(message);
    else for (const origin of origins) add(messages, msgid, origin);
  }
  return { messages, unmatched };
}
