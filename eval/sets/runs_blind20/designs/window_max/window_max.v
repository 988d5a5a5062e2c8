// Sliding-window peak finder: keeps the last four 10-bit samples and
// outputs their maximum and its age, one result per valid sample.
module window_max (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       in_vld,
    input  wire [9:0] in_smp,
    output reg  [9:0] max_out,
    output reg  [1:0] max_age,
    output reg        out_vld
);
    reg [9:0] w0, w1, w2, w3;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            w0 <= 10'd0; w1 <= 10'd0; w2 <= 10'd0; w3 <= 10'd0;
        end else if (in_vld) begin
            w0 <= in_smp; w1 <= w0; w2 <= w1; w3 <= w2;
        end

    wire       a_ge = (w0 >= w1);
    wire [9:0] m01  = a_ge ? w0 : w1;
    wire [1:0] i01  = a_ge ? 2'd0 : 2'd1;
    wire       b_ge = (w2 >= w3);
    wire [9:0] m23  = b_ge ? w2 : w3;
    wire [1:0] i23  = b_ge ? 2'd2 : 2'd3;
    wire       c_ge = (m01 >= m23);

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            max_out <= 10'd0;
            max_age <= 2'd0;
            out_vld <= 1'b0;
        end else begin
            out_vld <= in_vld;
            max_out <= c_ge ? m01 : m23;
            max_age <= c_ge ? i01 : i23;
        end
endmodule
