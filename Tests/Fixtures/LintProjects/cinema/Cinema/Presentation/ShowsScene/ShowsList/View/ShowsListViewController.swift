import UIKit

final class ShowsListViewController: UIViewController {
    private var viewModel: ShowsListViewModel!

    static func create(with viewModel: ShowsListViewModel) -> ShowsListViewController {
        let controller = ShowsListViewController()
        controller.viewModel = viewModel
        return controller
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.items.observe(on: self) { [weak self] _ in self?.view.setNeedsLayout() }
        viewModel.error.observe(on: self) { [weak self] message in
            guard !message.isEmpty else { return }
            let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
            self?.present(alert, animated: true)
        }
    }
}
