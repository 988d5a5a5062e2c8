// Registered N-bit adder with carry-in and carry-out, operands captured on every rising clock edge.
module nutmeg_adder #(
    parameter WIDTH = 16
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire [WIDTH-1:0] a,
    input  wire [WIDTH-1:0] b,
    input  wire             cin,
    output reg  [WIDTH-1:0] sum,
    output reg              cout
);
    reg [WIDTH-1:0] a_q, b_q;
    reg             cin_q;
    wire [WIDTH:0]  total = a_q + b_q + cin_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q   <= {WIDTH{1'b0}};
            b_q   <= {WIDTH{1'b0}};
            cin_q <= 1'b0;
            sum   <= {WIDTH{1'b0}};
            cout  <= 1'b0;
        end else begin
            a_q   <= a;
            b_q   <= b;
            cin_q <= cin;
            sum   <= total[WIDTH-1:0];
            cout  <= total[WIDTH];
        end
    end
endmodule
