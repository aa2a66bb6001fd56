/// Readings of attributes written on protocols and requirements.
enum Attributes {
    /// The global actor named by an attribute (`@MainActor` → `MainActor`). Custom global actors are
    /// recognised by the convention that their names end in `Actor`.
    static func globalActor(in attributes: [String]) -> String? {
        for attribute in attributes where attribute.hasPrefix("@") {
            let name = String(attribute.dropFirst().prefix { $0 != "(" })
            if name == "MainActor" || (name.hasSuffix("Actor") && name.first?.isUppercase == true) { return name }
        }
        return nil
    }
}
