// nautilus_mult: two-stage pipelined 8x8 unsigned multiplier with accumulate option.
// Stage 1 registers the operands, stage 2 registers the 16-bit product (or product + previous result when acc=1).
// Ports: clk, rst_n (async active low), en, acc, x[7:0], y[7:0] -> p[15:0], valid.
module nautilus_mult (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire        acc,
    input  wire [7:0]  x,
    input  wire [7:0]  y,
    output reg  [15:0] p,
    output reg         valid
);
    reg [7:0] x_q, y_q;
    reg       acc_q, en_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            x_q   <= 8'd0;
            y_q   <= 8'd0;
            acc_q <= 1'b0;
            en_q  <= 1'b0;
        end else begin
            en_q <= en;
            if (en) begin
                x_q   <= x;
                y_q   <= y;
                acc_q <= acc;
            end
        end
    end

    wire [15:0] prod = x_q * y_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            p     <= 16'd0;
            valid <= 1'b0;
        end else begin
            valid <= en_q;
            if (en_q)
                p <= acc_q ? p + prod : prod;
        end
    end
endmodule
