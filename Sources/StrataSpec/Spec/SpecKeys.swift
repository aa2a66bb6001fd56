import StrataModel

/// The keys each kind of spec mapping accepts, in the order the documentation lists them.
///
/// Readers reject anything else ("unknown key"); the JSON Schema in `docs/strata.schema.json` must
/// list exactly these (a test compares them), so the three never drift apart.
enum SpecKeys {
    static let spec = ["feature", "module", "app", "summary", "entities", "enums", "repositories", "services", "useCases", "errors", "data"]
    static let entity = ["doc", "id", "plural", "properties"]
    static let property = ["type", "references", "optional", "var", "default", "doc", "wire"]
    static let enumType = ["doc", "cases"]
    static let enumCase = ["raw", "doc"]
    static let repository = ["name", "doc", "operations", "queries", "endpoint", "caching", "maxAge", "save"]
    static let query = ["parameters", "returns", "doc", "path", "method"]
    static let service = ["doc", "methods"]
    static let serviceMethod = ["parameters", "returns", "async", "throws", "doc"]
    static let useCase = ["name", "kind", "entity", "repositories", "services", "calls", "parameters", "returns", "rule"]
    static let error = ["message", "values"]
    static let data = ["keys", "dates", "caching", "basePath", "maxAge", "save"]

    /// Keyed by the schema's definition names (`spec` is the document itself).
    static let byDefinition: [String: [String]] = [
        "spec": spec, "entity": entity, "property": property, "enum": enumType, "enumCase": enumCase,
        "repository": repository, "query": query, "service": service, "serviceMethod": serviceMethod, "useCase": useCase, "error": error, "data": data,
    ]

    /// Error cases every feature error type has; a spec may not declare them again.
    static let builtInErrorCases = ErrorCase.builtInNames
}
