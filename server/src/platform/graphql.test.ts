import { Length } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { validateArgument } from './graphql';

class Note {
  @Length(1, 5)
  text: string;

  constructor(text: string) {
    this.text = text;
  }
}

describe('GraphQL argument validation', () => {
  it('runs the class-validator rules of an input, and of each input in a list', async () => {
    await expect(validateArgument(new Note('짧은 글'))).resolves.toBeUndefined();
    await expect(validateArgument(new Note('여섯 글자다'))).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(validateArgument([new Note('좋아'), new Note('')])).rejects.toBeInstanceOf(ArgumentValidationError);
  });

  it('leaves scalars and undecorated objects alone', async () => {
    await expect(validateArgument('아무 글이나 길게 적어도 됩니다')).resolves.toBeUndefined();
    await expect(validateArgument(null)).resolves.toBeUndefined();
    await expect(validateArgument({ anything: 'goes' })).resolves.toBeUndefined();
  });
});
