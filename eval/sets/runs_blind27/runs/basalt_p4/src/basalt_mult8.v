// Registered 8x8 unsigned array multiplier producing a 16-bit product one cycle after the operands are captured.
module basalt_mult8 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [15:0] product,
    output reg         valid
);
    reg [7:0] a_q, b_q;
    reg       load_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q    <= 8'd0;
            b_q    <= 8'd0;
            load_q <= 1'b0;
        end else begin
            load_q <= load;
            if (load) begin
                a_q <= a;
                b_q <= b;
            end
        end
    end

    wire [15:0] full = a_q * b_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            product <= 16'd0;
            valid   <= 1'b0;
        end else begin
            valid <= load_q;
            if (load_q)
                product <= full;
        end
    end
endmodule
