// ulmus_cdc: event counter crossing between two asynchronous clock domains via a Gray-coded pointer
// Domain A (clk_a): counts 'evt' pulses in a 6-bit binary counter and publishes it as Gray code.
// Domain B (clk_b): double-flop synchroniser, Gray-to-binary conversion and a delta output per clk_b cycle.
// Ports: clk_a, rst_a, evt, clk_b, rst_b, total_b[5:0], delta_b[5:0]
module ulmus_cdc_gray2bin #(parameter N = 6) (
    input  wire [N-1:0] g,
    output reg  [N-1:0] b
);
    integer i;
    always @* begin
        b[N-1] = g[N-1];
        for (i = N - 2; i >= 0; i = i - 1)
            b[i] = b[i+1] ^ g[i];
    end
endmodule

module ulmus_cdc (
    input  wire       clk_a,
    input  wire       rst_a,
    input  wire       evt,
    input  wire       clk_b,
    input  wire       rst_b,
    output reg  [5:0] total_b,
    output reg  [5:0] delta_b
);
    // ---- domain A
    reg [5:0] bin_a, gray_a;
    always @(posedge clk_a) begin
        if (rst_a) begin
            bin_a  <= 6'd0;
            gray_a <= 6'd0;
        end else begin
            if (evt)
                bin_a <= bin_a + 1'b1;
            gray_a <= bin_a ^ (bin_a >> 1);
        end
    end

    // ---- domain B
    reg  [5:0] sync1, sync2;
    wire [5:0] bin_b;
    ulmus_cdc_gray2bin #(.N(6)) u_g2b (.g(sync2), .b(bin_b));

    always @(posedge clk_b) begin
        if (rst_b) begin
            sync1   <= 6'd0;
            sync2   <= 6'd0;
            total_b <= 6'd0;
            delta_b <= 6'd0;
        end else begin
            sync1   <= gray_a;
            sync2   <= sync1;
            delta_b <= bin_b - total_b;
            total_b <= bin_b;
        end
    end
endmodule
