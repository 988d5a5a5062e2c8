// firefly_cdc: event counter that crosses from the clk_a domain into the clk_b domain.
// Events seen in clk_a advance a 4-bit binary counter that is re-coded to Gray and
// registered; the Gray value goes through a two-flop synchroniser (firefly_sync2) into
// clk_b, is converted back to binary, and the number of new events since the last
// clk_b cycle is presented on delta (valid pulses when delta is non-zero).
// Ports: clk_a, clk_b, rst_n (async, active low, both domains), event_a, delta[3:0], valid.
module firefly_sync2 #(
    parameter W = 4
) (
    input              clk,
    input              rst_n,
    input      [W-1:0] d,
    output reg [W-1:0] q
);
    reg [W-1:0] meta;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            meta <= {W{1'b0}};
            q    <= {W{1'b0}};
        end else begin
            meta <= d;
            q    <= meta;
        end
    end
endmodule

module firefly_cdc (
    input            clk_a,
    input            clk_b,
    input            rst_n,
    input            event_a,
    output reg [3:0] delta,
    output reg       valid
);
    // ---- clk_a domain
    reg  [3:0] cnt_a;
    reg  [3:0] gray_a;
    wire [3:0] cnt_a_next = cnt_a + {3'b000, event_a};

    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            cnt_a  <= 4'd0;
            gray_a <= 4'd0;
        end else begin
            cnt_a  <= cnt_a_next;
            gray_a <= cnt_a_next ^ (cnt_a_next >> 1);
        end
    end

    // ---- crossing
    wire [3:0] gray_b;
    firefly_sync2 #(.W(4)) u_sync (.clk(clk_b), .rst_n(rst_n), .d(gray_a), .q(gray_b));

    // ---- clk_b domain
    wire [3:0] bin_b = {gray_b[3],
                        gray_b[3] ^ gray_b[2],
                        gray_b[3] ^ gray_b[2] ^ gray_b[1],
                        gray_b[3] ^ gray_b[2] ^ gray_b[1] ^ gray_b[0]};
    reg  [3:0] last_b;

    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n) begin
            last_b <= 4'd0;
            delta  <= 4'd0;
            valid  <= 1'b0;
        end else begin
            last_b <= bin_b;
            delta  <= bin_b - last_b;
            valid  <= (bin_b != last_b);
        end
    end
endmodule
