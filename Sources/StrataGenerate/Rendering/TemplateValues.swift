/// Turns a planner's context (plain structs, arrays, strings, bools) into dictionaries and arrays
/// before rendering.
///
/// Why: swift-mustache resolves every `{{key}}` on a struct with `Mirror`, walking the struct's
/// fields again for each tag and for each level of the context stack it climbs; that reflection was
/// a quarter of a large generation run. Dictionaries conform to `MustacheParent`, so after one
/// reflection pass per value here every lookup is a hash lookup. Planners keep writing typed structs.
enum TemplateValues {
    /// The boxed value; `nil` for an empty optional (Mustache treats a missing key the same way).
    static func box(_ value: Any) -> Any? {
        switch value {
        case is String, is Bool, is Int:
            return value
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let boxed = box(child.value) else { continue }
                fields[label] = boxed
            }
            return fields
        case .collection?, .set?:
            return mirror.children.compactMap { box($0.value) }
        case .optional?:
            return mirror.children.first.flatMap { box($0.value) }
        default:
            return value
        }
    }
}
