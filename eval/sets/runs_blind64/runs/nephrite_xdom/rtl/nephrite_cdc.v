// nephrite_cdc: event counter that crosses from a source clock domain (clk_a) to a sink domain (clk_b)
// - clk_a side: counts input events in a 4-bit binary counter, publishes it as Gray code
// - clk_b side: two-flop synchroniser on the Gray count, Gray-to-binary, and a toggle-based pulse
//   synchroniser that raises evt_b for one clk_b cycle per toggle seen
// Ports: clk_a, rst_a_n, evt_a (event strobe, clk_a), clk_b, rst_b_n, count_b[3:0], evt_b
module nephrite_sync2 #(parameter W = 1) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [W-1:0] d,
    output reg  [W-1:0] q
);
    reg [W-1:0] meta;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin meta <= {W{1'b0}}; q <= {W{1'b0}}; end
        else        begin meta <= d;         q <= meta;      end
endmodule

module nephrite_cdc (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       evt_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output reg  [3:0] count_b,
    output reg        evt_b
);
    // ---------------- clk_a domain
    reg [3:0] bin_a;
    reg [3:0] gray_a;
    reg       tog_a;
    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            bin_a  <= 4'd0;
            gray_a <= 4'd0;
            tog_a  <= 1'b0;
        end else if (evt_a) begin
            bin_a  <= bin_a + 4'd1;
            gray_a <= (bin_a + 4'd1) ^ ((bin_a + 4'd1) >> 1);
            tog_a  <= ~tog_a;
        end
    end

    // ---------------- crossing
    wire [3:0] gray_b;
    wire       tog_b;
    nephrite_sync2 #(.W(4)) u_sync_gray (.clk(clk_b), .rst_n(rst_b_n), .d(gray_a), .q(gray_b));
    nephrite_sync2 #(.W(1)) u_sync_tog  (.clk(clk_b), .rst_n(rst_b_n), .d(tog_a),  .q(tog_b));

    // ---------------- clk_b domain
    reg tog_b_d;
    wire [3:0] bin_b = {gray_b[3],
                        gray_b[3] ^ gray_b[2],
                        gray_b[3] ^ gray_b[2] ^ gray_b[1],
                        gray_b[3] ^ gray_b[2] ^ gray_b[1] ^ gray_b[0]};
    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            tog_b_d <= 1'b0;
            evt_b   <= 1'b0;
            count_b <= 4'd0;
        end else begin
            tog_b_d <= tog_b;
            evt_b   <= tog_b ^ tog_b_d;
            count_b <= bin_b;
        end
    end
endmodule
