// A production build's TypeScript transform: drops the English text (`message`) from the frontends'
// message descriptors, `i18n._({ id, message, … })`, `<Trans id message … />` and `/*i18n*/ { id,
// message }`, since every message comes from the page's compiled catalogue (the English one too;
// `npm run i18n:check` fails on one missing). A text is then on the page once, in its language's
// catalogue, not a second time in English inside the code: a Spanish page stays within the home
// page's budget. Development builds and the unit tests keep the texts (Lingui falls back to them).
import ts from 'typescript';

const isMessage = (property) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
  (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
  property.name.text === 'message';

const isTranslateCall = (node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  (node.expression.name.text === '_' || node.expression.name.text === 't') &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'i18n';

// A comment on the line of the token before (`label: /*i18n*/ {`) is that token's trailing comment.
const hasI18nComment = (node, text) =>
  [
    ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
    ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
  ].some((range) => /^\/\*\s*\*?\s*i18n\s*\*\/$/.test(text.slice(range.pos, range.end)));

/** @returns {ts.TransformerFactory<ts.SourceFile>} */
export function stripMessages() {
  return (context) => (sourceFile) => {
    const { factory } = context;
    const strip = (object) =>
      factory.updateObjectLiteralExpression(
        object,
        object.properties.filter((property) => !isMessage(property)),
      );
    const visit = (node) => {
      if (
        isTranslateCall(node) &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const [first, ...rest] = node.arguments;
        node = factory.updateCallExpression(node, node.expression, node.typeArguments, [
          strip(first),
          ...rest,
        ]);
      } else if (ts.isObjectLiteralExpression(node) && hasI18nComment(node, sourceFile.text)) {
        node = strip(node);
      } else if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        ts.isIdentifier(node.tagName) &&
        node.tagName.text === 'Trans'
      ) {
        const attributes = factory.updateJsxAttributes(
          node.attributes,
          node.attributes.properties.filter(
            (attribute) =>
              !(
                ts.isJsxAttribute(attribute) &&
                ts.isIdentifier(attribute.name) &&
                attribute.name.text === 'message'
              ),
          ),
        );
        node = ts.isJsxSelfClosingElement(node)
          ? factory.updateJsxSelfClosingElement(node, node.tagName, node.typeArguments, attributes)
          : factory.updateJsxOpeningElement(node, node.tagName, node.typeArguments, attributes);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}
