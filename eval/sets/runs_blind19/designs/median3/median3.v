// Running 3-tap median filter for a noisy sensor stream (8-bit samples).
// Stage 1 registers the window, stage 2 the sorted compare results.
module median3 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       s_vld,
    input  wire [7:0] s_in,
    output reg  [7:0] m_out,
    output reg        m_vld
);
    reg [7:0] x0, x1, x2;
    reg       v1, v2;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            x0 <= 0; x1 <= 0; x2 <= 0; v1 <= 0;
        end else if (s_vld) begin
            x0 <= s_in; x1 <= x0; x2 <= x1; v1 <= 1'b1;
        end else
            v1 <= 1'b0;

    wire ge01 = x0 >= x1;
    wire ge12 = x1 >= x2;
    wire ge02 = x0 >= x2;
    reg [7:0] med;
    always @(*) begin
        if ((ge01 && !ge02) || (!ge01 && ge02))      med = x0;   // x2 < x0 < x1 or reverse
        else if ((ge01 && ge12) || (!ge01 && !ge12)) med = x1;
        else                                         med = x2;
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            m_out <= 0; m_vld <= 0;
        end else begin
            m_vld <= v1;
            if (v1) m_out <= med;
        end
endmodule
