/// How a file's layer is chosen, for people: `strata explain layers` prints it and `docs/LINT.md`
/// opens with it. The order is `LayerRules`' and `FileClassifier`'s; keep the three in step.
package enum LayerGuide {
    package static let markdown = """
        ## How layers are chosen

        Every rule that speaks of Domain, Data, Presentation or App reads the layer `strata analyze` shows
        for the file. For each Swift file, the first of these that answers decides:

        1. **Your `layers:` globs** in `.strata.yml` (`domain: ["Sources/Core/**"]`), in the order written.
        2. **Test code** (a test target, a `Tests`/`…Tests` folder, `import XCTest`/`Testing`) is Tests.
        3. **The module** (SwiftPM target; Tuist and Xcode targets when the project declares them) when its
           name is a layer's: `Domain`, `Data`, `Presentation`, `DomainLayer`, `OrdersDomain`,
           `CatalogData`. A name that only ends like a UI or an app (`…UI`, `…Feature`, `…App`) counts
           only when the project also has Domain or Data modules: a lone `ShopUI` or `AppFeature` is
           often the whole app.
        4. **The whole path.** The folder nearest the file that is named after a layer wins (`Domain`,
           `Application`, `Data`, `Infrastructure`, `Presentation`, `UI`, `DI`, `DIContainer`, names ending in `Domain`,
           `Data`, `Presentation`…): `Data/Local/Entities/…` is Data. Only where no folder names a layer
           do folders named after what they hold decide, nearest first (`Entities`, `UseCases` → Domain;
           `Views`, `Scenes`, `ViewModels` → Presentation; `App` → App), and a storage or networking folder
           (`CoreData`, `Persistence`, `Network`, `API`, `DTOs`) wins over a Domain word:
           `Platform/CoreData/Entities/…` is Data. An `Application` folder whose file imports a UI
           framework is the app's bootstrap (App), not the application layer.
        5. **What the file declares**, where no folder named a layer: a SwiftData `@Model`, an
           `NSManagedObject`, a Realm `Object` or a `Codable` wire type (`CodingKeys`, `…DTO`,
           `…Response`) is Data, even at the project's root; a SwiftUI `View` or a UIKit view
           controller is Presentation.
        6. Otherwise the file's layer is **unknown**, and rules that need a layer leave it alone rather
           than guess. `Package.swift` and Tuist manifests (`Project.swift`, `Tuist/…`) are never a
           layer's code.

        When Strata guesses wrong, one to three lines of `layers:` fix it; `strata init --infer`
        proposes them.
        """
}
