import StrataGenerate

/// The text of the arms new endpoint cases get in one of the enum's switches, in that switch's style.
struct EndpointArms {
    let role: EndpointSwitch.Role
    let style: EndpointSwitch.Style
    let step: String
    let newline: String

    /// One arm per case for the paths; for query items, one per case that has some and one shared
    /// arm for the rest (`case .loyaltyCard, .loyaltyCards: return []`).
    func arms(for cases: [EndpointCase]) -> String {
        switch role {
        case .path:
            return cases.map { arm([pattern($0, binding: $0.pathValues)], value: ["\"" + $0.path + "\""]) }.joined(separator: newline)
        case .query(let dictionary, let optional):
            var arms = cases.filter { !$0.query.isEmpty }.map { endpoint in
                arm([pattern(endpoint, binding: endpoint.query.map(\.reads))], value: queryValue(endpoint.query, dictionary: dictionary))
            }
            let plain = cases.filter(\.query.isEmpty)
            if !plain.isEmpty { arms.append(arm(plain.map { pattern($0, binding: []) }, value: [optional ? "nil" : dictionary ? "[:]" : "[]"])) }
            return arms.joined(separator: newline)
        case .unknown:
            return ""
        }
    }

    /// `case .loyaltyCard(let id):` and the returned value on the lines below.
    private func arm(_ patterns: [String], value: [String]) -> String {
        let returned = (style.usesReturn ? "return " : "") + value[0]
        let body = [style.bodyIndent + returned] + value.dropFirst().map { style.bodyIndent + $0 }
        return ([style.labelIndent + "case " + patterns.joined(separator: ", ") + ":"] + body).joined(separator: newline)
    }

    /// `.loyaltyCard(let id)` or `let .loyaltyCard(id)`; values the arm does not use are `_`, and a
    /// case whose values are all unused is matched by name alone.
    private func pattern(_ endpoint: EndpointCase, binding used: [String]) -> String {
        guard endpoint.values.contains(where: { used.contains($0.name) }) else { return "." + endpoint.name }
        let keyword = style.bindsOutside ? "" : "let "
        let values = endpoint.values.map { used.contains($0.name) ? keyword + $0.name : "_" }
        let pattern = "." + endpoint.name + "(" + values.joined(separator: ", ") + ")"
        return style.bindsOutside ? "let " + pattern : pattern
    }

    /// `[URLQueryItem(name: "page", value: String(page))]`, one item per line when there are several;
    /// items of optional parameters are left out when `nil`.
    private func queryValue(_ items: [EndpointCase.QueryItem], dictionary: Bool) -> [String] {
        let elements = items.map { item in
            dictionary ? "\"\(item.name)\": \(item.value)" : "URLQueryItem(name: \"\(item.name)\", value: \(item.value))"
        }
        let dropsNil = items.contains(where: \.isOptional) ? (dictionary ? ".compactMapValues { $0 }" : ".filter { $0.value != nil }") : ""
        guard elements.count > 1 else { return ["[" + elements[0] + "]" + dropsNil] }
        return ["["] + elements.enumerated().map { step + $1 + ($0 < elements.count - 1 ? "," : "") } + ["]" + dropsNil]
    }
}
