import { describe, expect, it } from 'vitest';
import { dataOfFormValues, fieldLabelOf, formFieldOf, formPathOf, formValuesOf, labelOf, movedAnnouncement, recordFormOf, recordSchemaOf, reorderedItems, schemaValuesOf, startingValueOf, startingValuesOf, type FormField } from './record-form.js';
import { z } from 'zod';

const named = (fields: readonly FormField[], name: string) => fields.find((field) => field.name === name)!;

describe('a record\'s form, read from the catalogue\'s own schema', () => {
  it('draws a public tour\'s fields with their kind, whether required, and the schema\'s help', () => {
    const form = recordFormOf('tours', { visibility: 'public' });
    expect(form.kind).toEqual({ name: 'visibility', options: ['public', 'admin-only'] });
    expect(named(form.fields, 'price')).toEqual({ name: 'price', label: 'Price', required: true, help: 'USD per priceUnit.', kind: 'number' });
    expect(named(form.fields, 'originalPrice')).toEqual({ name: 'originalPrice', label: 'Original price', required: false, help: 'The struck-through earlier price, USD, above price.', kind: 'number' });
    expect(named(form.fields, 'title.en')).toStrictEqual({ name: 'title.en', label: 'Title (English)', required: true, kind: 'text' });
    expect(named(form.fields, 'priceUnit')).toMatchObject({ label: 'Price unit', required: true, kind: 'choice', help: 'What the price is for, written after it on every card: each visitor, the whole group or the whole boat.' });
    expect(named(form.fields, 'visibility')).toEqual({ name: 'visibility', label: 'Visibility', required: true, kind: 'fixed', value: 'public' });
    expect(named(form.fields, 'difficulty')).toMatchObject({ kind: 'choice', required: false, options: ['Easy', 'Moderate', 'Advanced', 'Beginner', 'Intermediate'] });
    expect(named(form.fields, 'highlights.en')).toEqual({ name: 'highlights.en', label: 'Highlights (English)', required: true, kind: 'list', item: { name: 'item', label: 'Item', required: true, kind: 'text' } });
    expect(named(form.fields, 'adminTour')).toMatchObject({ kind: 'group', required: false, fields: [{ name: 'number', kind: 'number' }, { name: 'category', kind: 'choice' }] });
  });

  it('draws the kind the data says, the first kind when it says none or one the schema lacks', () => {
    expect(named(recordFormOf('tours', { visibility: 'admin-only' }).fields, 'visibility')).toMatchObject({ value: 'admin-only' });
    expect(named(recordFormOf('tours', undefined).fields, 'visibility')).toMatchObject({ value: 'public' });
    expect(named(recordFormOf('tours', { visibility: 'secret' }).fields, 'visibility')).toMatchObject({ value: 'public' });
    expect(named(recordFormOf('products', { kind: 'gifts' }).fields, 'kind')).toMatchObject({ value: 'gifts' });
    expect(named(recordFormOf('shops', {}).fields, 'productIds')).toMatchObject({ kind: 'list', help: 'The products its page lists, in its order: ids of product records, each listed once.' });
  });

  it('draws the settings, which have one kind and no id, with their help', () => {
    const form = recordFormOf('settings', {});
    expect(form.kind).toBeUndefined();
    expect(form.fields.map((field) => field.name)).toEqual(['siteName', 'marketplace', 'retail', 'reviewSite', 'broker', 'operator', 'support', 'socialLinks']);
    expect(named(form.fields, 'support')).toMatchObject({ kind: 'group', help: expect.stringContaining('a phone only when one is configured') });
    expect(named(form.fields, 'socialLinks')).toMatchObject({ kind: 'list', item: { kind: 'group', fields: [{ name: 'network', kind: 'choice' }, { name: 'url', kind: 'text' }, { name: 'label.en', kind: 'text' }] } });
    const support = named(form.fields, 'support') as Extract<FormField, { kind: 'group' }>;
    expect(named(support.fields, 'phone')).toMatchObject({ required: false, kind: 'text' });
    expect(named(recordFormOf('hotels', {}).fields, 'rating')).toMatchObject({ kind: 'number', help: 'The review site\'s rating, 1 to 5 in steps of 0.5.' });
    expect(named(recordFormOf('destinations', {}).fields, 'name.en')).toMatchObject({ kind: 'text', help: 'Spelled once: \'Playas del Coco\'.' });
    expect(named(recordFormOf('developments', {}).fields, 'image')).toMatchObject({ kind: 'group' });
    expect(named(recordFormOf('pages', { kind: 'home' }).fields, 'path')).toMatchObject({ kind: 'fixed', value: '/' });
  });

  it('takes the help of an optional field from inside it when the wrapper has none, and a boolean as a box', () => {
    expect(formFieldOf('x', z.string().describe('inside').optional())).toMatchObject({ required: false, help: 'inside' });
    expect(formFieldOf('x', z.string().describe('inside').optional().describe('outside'))).toMatchObject({ help: 'outside' });
    expect(formFieldOf('x', z.boolean())).toEqual({ name: 'x', label: 'X', required: true, kind: 'boolean' });
    expect(() => formFieldOf('x', z.date())).toThrow('The form cannot draw a field "x" of type date');
    expect(() => recordSchemaOf('people')).toThrow('The catalogue has no collection "people"');
  });

  it('labels a field from its key', () => {
    expect(labelOf('originalPrice')).toBe('Original price');
    expect(labelOf('floorSizeSquareMeters')).toBe('Floor size square meters');
    expect(labelOf('seo')).toBe('Search and social');
    expect(labelOf('en')).toBe('English');
    expect(labelOf('id')).toBe('Id');
    expect(labelOf('url')).toBe('Address');
    expect(labelOf('x2Y')).toBe('X2 y');
  });

  it('starts a new field empty, a group with its required fields, a kind with its value', () => {
    const form = recordFormOf('settings', {});
    expect(startingValuesOf(form.fields)).toEqual({
      siteName: '',
      marketplace: { partnerId: '', widgetPartnerId: '' },
      retail: { tag: '' },
      reviewSite: { merchantId: '', affiliateId: '' },
      broker: { name: '', siteUrl: '', listingsUrl: '', markets: [] },
      operator: { legalName: '' },
      support: { email: '' },
      socialLinks: [],
    });
    const tour = recordFormOf('tours', { visibility: 'admin-only' });
    expect(startingValuesOf(tour.fields)).toMatchObject({ visibility: 'admin-only', title: { en: '' }, adminTour: { category: 'Adventure', number: undefined } });
    expect('legacyId' in startingValuesOf(recordFormOf('tours', {}).fields)).toBe(false);
    expect(startingValueOf(named(recordFormOf('tours', {}).fields, 'price'))).toBeUndefined();
    expect(startingValueOf({ name: 'b', label: 'B', required: true, kind: 'boolean' })).toBe(false);
    expect(startingValueOf({ name: 'c', label: 'C', required: true, kind: 'choice', options: ['a', 'b'] })).toBe('a');
  });
});

describe('between the store and the form', () => {
  it('puts the id beside the data, and takes it off again; the settings have none', () => {
    expect(formValuesOf('tours', 'arenal', { price: 5 })).toEqual({ id: 'arenal', price: 5 });
    expect(dataOfFormValues('tours', { id: 'arenal', price: 5 })).toEqual({ price: 5 });
    expect(formValuesOf('settings', 'site', { siteName: 'S' })).toEqual({ siteName: 'S' });
    expect(dataOfFormValues('settings', { siteName: 'S', id: 'kept' })).toEqual({ siteName: 'S', id: 'kept' });
  });

  it('names the server\'s fields as the form does, and as the operator reads them', () => {
    expect(formPathOf('highlights.en[0]')).toBe('highlights.en.0');
    expect(formPathOf('sections[2].tourIds[10]')).toBe('sections.2.tourIds.10');
    expect(fieldLabelOf('highlights.en.0')).toBe('Highlights (English) 1');
    expect(fieldLabelOf('originalPrice')).toBe('Original price');
    expect(fieldLabelOf('support.phone')).toBe('Support Phone');
    expect(fieldLabelOf('a10.10x.x10.10')).toBe('A10 10x X10 11');
  });
});

describe('reordering a listing', () => {
  it('puts the item dragged where it was dropped, and nothing moves out of the list', () => {
    expect(reorderedItems(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorderedItems(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(reorderedItems(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(reorderedItems(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
    expect(reorderedItems(['a', 'b'], 2, 0)).toEqual(['a', 'b']);
    expect(reorderedItems(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('says where the item went', () => {
    expect(movedAnnouncement('arenal-hike', 1, 5)).toBe('"arenal-hike" moved to 2 of 5');
  });
});

describe('the form\'s values as the schema reads them', () => {
  const form = recordFormOf('tours', { visibility: 'public' });

  it('leaves out an optional field emptied, a removed optional group, and an empty number', () => {
    const values = { id: 'a', title: { en: 'T' }, groupSize: { en: '' }, difficulty: '', adminTour: null, price: Number.NaN, rating: 4, highlights: { en: ['x', ''] } };
    expect(schemaValuesOf(form.fields, values)).toEqual({ id: 'a', title: { en: 'T' }, rating: 4, highlights: { en: ['x', ''] } });
    expect(values.groupSize).toEqual({ en: '' });
  });

  it('leaves out a nested optional field emptied, copying its group, and nothing of a group already left out', () => {
    const fields = [formFieldOf('groupSize.en', z.string(), false), formFieldOf('groupSize.note', z.string(), false), formFieldOf('broker.phone', z.string(), false)];
    const values = { groupSize: { en: '', note: '' }, broker: { phone: '', name: 'B' } };
    expect(schemaValuesOf(fields, values)).toEqual({ broker: { name: 'B' } });
    expect(values).toEqual({ groupSize: { en: '', note: '' }, broker: { phone: '', name: 'B' } });
  });

  it('keeps a required field emptied, so the schema names it', () => {
    expect(schemaValuesOf(form.fields, { title: { en: '' }, searchTerm: '' })).toEqual({ title: { en: '' }, searchTerm: '' });
  });

  it('cleans inside groups and lists, and leaves fields it does not know and missing groups alone', () => {
    const settings = recordFormOf('settings', {});
    expect(schemaValuesOf(settings.fields, { support: { email: 'a@b.co', phone: '' }, socialLinks: [{ network: 'x', url: 'u', label: { en: 'L' } }], extra: 1 })).toEqual({
      support: { email: 'a@b.co' },
      socialLinks: [{ network: 'x', url: 'u', label: { en: 'L' } }],
      extra: 1,
    });
    expect(schemaValuesOf(settings.fields, { broker: 'not a group' })).toEqual({ broker: 'not a group' });
    expect(schemaValuesOf(form.fields, { theme: 'x' })).toEqual({ theme: 'x' });
    const list = formFieldOf('ratings', z.array(z.number()));
    expect(schemaValuesOf([list], { ratings: [1, Number.NaN] })).toEqual({ ratings: [1, undefined] });
  });
});
