/// The name Swift gives a target's module, as Xcode derives it from the target's name when no
/// `PRODUCT_MODULE_NAME` says otherwise: every character that cannot be in an identifier becomes
/// `_`, and a leading digit gets one before it (`Weather App` → `Weather_App`). Code imports a
/// module by this name, so it is the name Strata knows the module by.
package enum SwiftModuleName {
    package static func of(_ target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }
}
