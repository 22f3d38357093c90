import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiDiff from 'openapi-diff';
import { REPO_ROOT } from '../config/app-config';
import { closeRequestBodies } from './swagger';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

/** A small document: a write with a nested input, a read, a schema both read and written. */
function document(eventInput: SchemaObject): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'test', version: '1.0.0' },
    paths: {
      '/events': {
        post: {
          requestBody: json(ref('CreateEventDto')),
          responses: { '201': { description: 'Created', ...json(ref('EventDto')) } },
        },
      },
      '/notes': {
        put: {
          requestBody: json(ref('NoteDto')),
          responses: { '200': { description: 'Saved', ...json(ref('NoteDto')) } },
        },
      },
      '/passkeys': {
        post: { requestBody: json(ref('PasskeyDto')), responses: { '204': { description: 'Ok' } } },
      },
    },
    components: {
      schemas: {
        CreateEventDto: eventInput,
        SlotInputDto: {
          type: 'object',
          required: ['day'],
          properties: { day: { type: 'string' } },
        },
        EventDto: { type: 'object', required: ['id'], properties: { id: { type: 'number' } } },
        NoteDto: { type: 'object', properties: { text: { type: 'string' } } },
        PasskeyDto: {
          type: 'object',
          properties: { response: { type: 'object', additionalProperties: true } },
          additionalProperties: true,
        },
      },
    },
  };
}

const EVENT_INPUT: SchemaObject = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string' },
    location: { type: 'string' },
    slots: { type: 'array', items: ref('SlotInputDto') },
  },
};

function closed(eventInput: SchemaObject): OpenAPIObject {
  const result = document(structuredClone(eventInput));
  closeRequestBodies(result);
  return result;
}

const schemaOf = (doc: OpenAPIObject, name: string) =>
  doc.components!.schemas![name] as SchemaObject;

async function breaks(before: OpenAPIObject, after: OpenAPIObject): Promise<string[]> {
  const spec = (value: OpenAPIObject, location: string) => ({
    content: JSON.stringify(value),
    location,
    format: 'openapi3' as const,
  });
  const outcome = await openapiDiff.diffSpecs({
    sourceSpec: spec(before, 'before'),
    destinationSpec: spec(after, 'after'),
  });
  return outcome.breakingDifferencesFound ? outcome.breakingDifferences.map((d) => d.code) : [];
}

describe('closeRequestBodies', () => {
  it('closes the request bodies and the input schemas nested in them, and nothing else', () => {
    const doc = closed(EVENT_INPUT);
    expect(schemaOf(doc, 'CreateEventDto').additionalProperties).toBe(false);
    expect(schemaOf(doc, 'SlotInputDto').additionalProperties).toBe(false);
    // An answer stays open: a new field of an answer is no break.
    expect(schemaOf(doc, 'EventDto').additionalProperties).toBeUndefined();
    // Written and read: the answer keeps it open, since closing it would close the answer too; the
    // body gets a closed copy.
    expect(schemaOf(doc, 'NoteDto').additionalProperties).toBeUndefined();
    expect(schemaOf(doc, 'NoteInputDto')).toEqual({
      ...schemaOf(doc, 'NoteDto'),
      additionalProperties: false,
    });
    const notes = doc.paths['/notes'].put!;
    expect(notes.requestBody).toEqual(json(ref('NoteInputDto')));
    expect(notes.responses['200']).toMatchObject(json(ref('NoteDto')));
    // A body that says it is open keeps saying so.
    expect(schemaOf(doc, 'PasskeyDto').additionalProperties).toBe(true);
  });

  it('makes a new optional input field additive, while a removed or a new required field still breaks', async () => {
    const before = closed(EVENT_INPUT);
    const withOptional = {
      ...EVENT_INPUT,
      properties: { ...EVENT_INPUT.properties, registration: ref('SlotInputDto') },
    };
    expect(await breaks(before, closed(withOptional))).toEqual([]);

    const withRequired = { ...withOptional, required: ['title', 'registration'] };
    expect(await breaks(before, closed(withRequired))).toContain('request.body.scope.remove');

    const { location: _removed, ...fewer } = EVENT_INPUT.properties!;
    const withoutLocation = { ...EVENT_INPUT, properties: fewer };
    expect(await breaks(before, closed(withoutLocation))).toContain('request.body.scope.remove');
  });

  it('is why: on an open document the same optional field counts as a break', async () => {
    const withOptional = {
      ...EVENT_INPUT,
      properties: { ...EVENT_INPUT.properties, registration: { type: 'string' } },
    };
    expect(await breaks(document(EVENT_INPUT), document(withOptional))).toContain(
      'request.body.scope.remove',
    );
  });

  it('is applied to the committed document', () => {
    const committed = JSON.parse(
      readFileSync(join(REPO_ROOT, 'libs', 'api-client', 'openapi.json'), 'utf8'),
    ) as OpenAPIObject;
    expect(schemaOf(committed, 'CreateEventDto').additionalProperties).toBe(false);
    expect(schemaOf(committed, 'EventDto').additionalProperties).toBeUndefined();
  });
});
