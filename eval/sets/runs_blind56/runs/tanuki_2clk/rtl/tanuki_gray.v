// tanuki_gray: Gray-coded event counter crossing from a sensor clock domain
// (clk_a) into the system clock domain (clk_b) through a 2-flop synchroniser.
// clk_b side converts back to binary and flags when the count moved (changed).
module tanuki_gray #(
    parameter W = 6
) (
    input  wire         clk_a,
    input  wire         rst_a_n,
    input  wire         event_a,
    input  wire         clk_b,
    input  wire         rst_b_n,
    output reg  [W-1:0] count_b,
    output reg          changed_b
);
    // ---- clk_a domain: binary counter + registered gray code
    reg [W-1:0] bin_a, gray_a;
    wire [W-1:0] bin_a_nxt = bin_a + 1'b1;

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            bin_a  <= {W{1'b0}};
            gray_a <= {W{1'b0}};
        end else if (event_a) begin
            bin_a  <= bin_a_nxt;
            gray_a <= bin_a_nxt ^ (bin_a_nxt >> 1);
        end
    end

    // ---- clk_b domain: two-stage synchroniser
    reg [W-1:0] sync1, sync2;
    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            sync1 <= {W{1'b0}};
            sync2 <= {W{1'b0}};
        end else begin
            sync1 <= gray_a;
            sync2 <= sync1;
        end
    end

    // gray -> binary
    reg [W-1:0] bin_b;
    integer i;
    always @* begin
        bin_b[W-1] = sync2[W-1];
        for (i = W - 2; i >= 0; i = i - 1)
            bin_b[i] = bin_b[i+1] ^ sync2[i];
    end

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            count_b   <= {W{1'b0}};
            changed_b <= 1'b0;
        end else begin
            changed_b <= (bin_b != count_b);
            count_b   <= bin_b;
        end
    end
endmodule
