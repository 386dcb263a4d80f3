import type { FragmentDefinitionNode, GraphQLSchema, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { SCOPE_TABLE } from './scope-table';

/** Introspection: Apollo Sandbox and codegen read the schema with the key in their headers. */
const OPEN_TO_KEYS = new Set(['__schema', '__type', '__typename']);

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Whether scopes open `Type.field`: roots deny by default, nested fields only when the table lists them. */
export function scopesOpen(typeName: string, field: string, scopes: readonly string[]): boolean {
  if (OPEN_TO_KEYS.has(field)) return true;
  const needs = SCOPE_TABLE[`${typeName}.${field}`];
  if (!needs) return !ROOT_TYPES.has(typeName);
  return needs.some((scope) => scopes.includes(scope));
}

/**
 * A schema type as far as the walk reads it. Duck-typed rather than graphql's `TypeInfo`: the schema
 * (type-graphql) and this file may hold graphql's CJS and ESM builds, whose `instanceof` differ.
 */
interface SchemaType {
  name?: string;
  ofType?: SchemaType;
  getFields?: () => Record<string, { type: SchemaType }>;
}

const namedOf = (type: SchemaType): SchemaType => (type.ofType ? namedOf(type.ofType) : type);

/**
 * The first field of the operation the scopes do not open, or null: a root field by its name (`logout`),
 * a nested one as `Type.field` (`Room.nights`). Every selection is walked with the type it is asked on,
 * through inline fragments and named fragments alike, so no spelling of a document reaches around it.
 */
export function missingScope(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  scopes: readonly string[],
): string | null {
  const typeOf = (name: string) => schema.getType(name) as SchemaType | null | undefined;
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode, parent: SchemaType | null | undefined): string | null => {
    if (!parent?.name || !parent.getFields) return null;
    for (const selection of set.selections) {
      let missing: string | null = null;
      if (selection.kind === 'Field') {
        const name = selection.name.value;
        if (!scopesOpen(parent.name, name, scopes)) {
          return ROOT_TYPES.has(parent.name) ? name : `${parent.name}.${name}`;
        }
        const field = parent.getFields()[name];
        if (field && selection.selectionSet) missing = walk(selection.selectionSet, namedOf(field.type));
      } else if (selection.kind === 'InlineFragment') {
        const on = selection.typeCondition ? typeOf(selection.typeCondition.name.value) : parent;
        missing = walk(selection.selectionSet, on);
      } else {
        const fragment = fragments[selection.name.value];
        // A fragment reads the same fields on its own type wherever it is spread: one check is enough.
        if (fragment && !visited.has(fragment.name.value)) {
          visited.add(fragment.name.value);
          missing = walk(fragment.selectionSet, typeOf(fragment.typeCondition.name.value));
        }
      }
      if (missing !== null) return missing;
    }
    return null;
  };
  const root = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' }[operation.operation];
  return walk(operation.selectionSet, typeOf(root));
}
