import UIKit

final class AppFlowCoordinator {
    private let navigationController: UINavigationController
    private let appDIContainer: AppDIContainer

    init(navigationController: UINavigationController, appDIContainer: AppDIContainer) {
        self.navigationController = navigationController
        self.appDIContainer = appDIContainer
    }

    func start() {
        let sceneContainer = appDIContainer.makeShowsSceneDIContainer()
        let actions = ShowsListViewModelActions(showShowDetails: { _ in })
        navigationController.pushViewController(sceneContainer.makeShowsListViewController(actions: actions), animated: false)
    }
}
