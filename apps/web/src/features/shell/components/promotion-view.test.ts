import { describe, expect, it } from 'vitest';
import { hasContent, hasDetails, imagesInSequence } from './promotion-view';

const image = (sequence: number, url = `/p-${sequence}.svg`) => ({ sequence, url });

describe('imagesInSequence', () => {
  it('orders pictures by ascending sequence', () => {
    expect(imagesInSequence([image(3), image(1), image(2)]).map((i) => i.sequence)).toEqual([1, 2, 3]);
  });

  it('keeps the server order of equal sequences and leaves the input alone', () => {
    const input = [image(2, '/b.svg'), image(1, '/a.svg'), image(2, '/c.svg')];
    expect(imagesInSequence(input).map((i) => i.url)).toEqual(['/a.svg', '/b.svg', '/c.svg']);
    expect(input.map((i) => i.url)).toEqual(['/b.svg', '/a.svg', '/c.svg']);
  });

  it('handles no pictures', () => {
    expect(imagesInSequence([])).toEqual([]);
  });
});

describe('hasContent', () => {
  it('is true for text inside markup', () => {
    expect(hasContent('<p>Get <strong>5%</strong> back</p>')).toBe(true);
  });

  it('is true for a picture without text', () => {
    expect(hasContent('<p><img src="/x.png" alt=""></p>')).toBe(true);
  });

  it('is false for empty or blank markup', () => {
    expect(hasContent('')).toBe(false);
    expect(hasContent('<p> </p><br>')).toBe(false);
    expect(hasContent('<p>&nbsp;</p>')).toBe(false);
  });
});

describe('hasDetails', () => {
  it('opens for content or for several pictures only', () => {
    expect(hasDetails({ content: '<p>Terms</p>', announcementImages: [image(1)] })).toBe(true);
    expect(hasDetails({ content: '', announcementImages: [image(1), image(2)] })).toBe(true);
    expect(hasDetails({ content: '<p></p>', announcementImages: [image(1)] })).toBe(false);
  });
});
