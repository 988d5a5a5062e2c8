// hibiscus_cdc: event counter that crosses from a fast capture clock (clk_a) to a slow
// system clock (clk_b) through a Gray-coded count and a two-flop synchroniser.
// Ports: clk_a, rst_a_n, evt (event strobe in clk_a), clk_b, rst_b_n,
//        count_b[5:0] (binary count seen in clk_b), delta_b[5:0] (events since last clk_b edge).
// Sub-module: hibiscus_sync2 (two-flop bus synchroniser).
module hibiscus_sync2 #(
    parameter W = 6
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [W-1:0] d,
    output reg  [W-1:0] q
);
    reg [W-1:0] meta;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            meta <= {W{1'b0}};
            q    <= {W{1'b0}};
        end else begin
            meta <= d;
            q    <= meta;
        end
endmodule

module hibiscus_cdc (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       evt,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output reg  [5:0] count_b,
    output reg  [5:0] delta_b
);
    // clk_a domain: binary counter and its Gray code register
    reg  [5:0] bin_a;
    reg  [5:0] gray_a;
    wire [5:0] bin_a_next = bin_a + {5'd0, evt};

    always @(posedge clk_a or negedge rst_a_n)
        if (!rst_a_n) begin
            bin_a  <= 6'd0;
            gray_a <= 6'd0;
        end else begin
            bin_a  <= bin_a_next;
            gray_a <= bin_a_next ^ (bin_a_next >> 1);
        end

    // clk_b domain
    wire [5:0] gray_b;
    hibiscus_sync2 #(.W(6)) u_sync (.clk(clk_b), .rst_n(rst_b_n), .d(gray_a), .q(gray_b));

    reg [5:0] bin_b;
    integer k;
    always @(*) begin
        bin_b[5] = gray_b[5];
        for (k = 4; k >= 0; k = k - 1)
            bin_b[k] = bin_b[k+1] ^ gray_b[k];
    end

    always @(posedge clk_b or negedge rst_b_n)
        if (!rst_b_n) begin
            count_b <= 6'd0;
            delta_b <= 6'd0;
        end else begin
            delta_b <= bin_b - count_b;
            count_b <= bin_b;
        end
endmodule
