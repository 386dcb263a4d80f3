import {
  Kind,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { LIMITS } from '@shim/common/limits';

/** A list field without a size argument is counted as this many items (a lodging's rooms, its photos). */
const UNSIZED_LIST = 10;

/**
 * A schema type as far as the walk reads it. Duck-typed rather than graphql's `isObjectType` & co.: the
 * schema (type-graphql) and this file may hold graphql's CJS and ESM builds, whose `instanceof` differ.
 */
interface SchemaType {
  name?: string;
  ofType?: SchemaType;
  getFields?: () => Record<string, { type: SchemaType }>;
  toString(): string;
}

const namedOf = (type: SchemaType): SchemaType => (type.ofType ? namedOf(type.ofType) : type);
const isList = (type: SchemaType): boolean => type.toString().startsWith('[');

interface Walk {
  schema: GraphQLSchema;
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  variables: Readonly<Record<string, unknown>>;
}

/**
 * An operation's cost for the per-key budget: each field counts 1 for every item it may be asked on, so
 * a field under a list of `first: 50` counts 50 (fields × list sizes). An estimate from the document,
 * before anything runs: the budget refuses a costly query up front, not after the database paid for it.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: Readonly<Record<string, unknown>> = {},
): number {
  const root = schema.getRootType(operation.operation) as SchemaType | null | undefined;
  if (!root) return 0;
  return costOf({ schema, fragments, variables }, operation.selectionSet, root, 1, new Set(), 1);
}

/** `pageSize`: the size a connection field was asked for, which its `edges`/`nodes` lists answer. */
function costOf(
  walk: Walk,
  set: SelectionSetNode,
  parent: SchemaType,
  times: number,
  seen: Set<string>,
  pageSize: number,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      cost += times;
      const field = parent.getFields?.()[name];
      if (!field || !selection.selectionSet) continue;
      const type = namedOf(field.type);
      const size = sizeOf(walk, selection.arguments ?? [], field.type);
      if (type.name?.endsWith('Connection')) {
        cost += costOf(walk, selection.selectionSet, type, times, seen, size);
      } else {
        const items = parent.name?.endsWith('Connection') && (name === 'edges' || name === 'nodes') ? pageSize : size;
        cost += costOf(walk, selection.selectionSet, type, times * items, seen, 1);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? typeNamed(walk, selection.typeCondition.name.value) : parent;
      cost += costOf(walk, selection.selectionSet, type ?? parent, times, seen, pageSize);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments[name];
      // A fragment spread inside itself is refused by validation; counted once here all the same.
      if (!fragment || seen.has(name)) continue;
      const type = typeNamed(walk, fragment.typeCondition.name.value) ?? parent;
      cost += costOf(walk, fragment.selectionSet, type, times, new Set([...seen, name]), pageSize);
    }
  }
  return cost;
}

/** How many items a field may answer: its `first`/`limit` argument, else a guess for lists and pages. */
function sizeOf(
  walk: Walk,
  args: ReadonlyArray<{ name: { value: string }; value: ValueNode }>,
  type: SchemaType,
): number {
  const sizeArg = args.find((arg) => arg.name.value === 'first' || arg.name.value === 'limit');
  const asked = sizeArg ? intOf(walk, sizeArg.value) : null;
  if (asked !== null) return Math.max(1, asked);
  if (isList(type)) return UNSIZED_LIST;
  return namedOf(type).name?.endsWith('Connection') ? LIMITS.pageSizeDefault : 1;
}

const typeNamed = (walk: Walk, name: string) => walk.schema.getType(name) as SchemaType | null | undefined;

function intOf(walk: Walk, value: ValueNode): number | null {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = walk.variables[value.name.value];
    return typeof given === 'number' && Number.isFinite(given) ? given : null;
  }
  return null;
}
