import { describe, expect, it } from 'vitest';
import { createCategoryChoice } from './gift-category-choice.js';

describe('the gift store category choice shared by its islands', () => {
  it('starts on the category it is given and tells every island of a new choice', () => {
    const choice = createCategoryChoice('All');
    const heard: string[] = [];
    choice.subscribe(() => heard.push(`buttons:${choice.current()}`));
    choice.subscribe(() => heard.push(`status:${choice.current()}`));
    expect(choice.current()).toBe('All');
    choice.choose('Coffee');
    expect(choice.current()).toBe('Coffee');
    expect(heard).toEqual(['buttons:Coffee', 'status:Coffee']);
  });

  it('says nothing when the chosen category is chosen again, and nothing to an island that left', () => {
    const choice = createCategoryChoice('All');
    let calls = 0;
    const leave = choice.subscribe(() => (calls += 1));
    choice.choose('All');
    expect(calls).toBe(0);
    leave();
    choice.choose('Food');
    expect(calls).toBe(0);
    expect(choice.current()).toBe('Food');
  });
});
