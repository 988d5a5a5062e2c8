// okapi_alu: parameterised ALU with registered result and flags (add/sub/logic/shift/compare)
module okapi_alu #(
    parameter WIDTH = 16
) (
    input  wire             clk,
    input  wire             rst,
    input  wire [3:0]       op,
    input  wire [WIDTH-1:0] a,
    input  wire [WIDTH-1:0] b,
    output reg  [WIDTH-1:0] y,
    output reg              zero,
    output reg              carry,
    output reg              neg,
    output reg              ovf
);
    reg [WIDTH:0]   r;
    reg             v;
    wire [WIDTH:0]  sum  = {1'b0, a} + {1'b0, b};
    wire [WIDTH:0]  diff = {1'b0, a} - {1'b0, b};

    always @* begin
        v = 1'b0;
        case (op)
            4'h0: begin r = sum;  v = (a[WIDTH-1] == b[WIDTH-1]) && (sum[WIDTH-1] != a[WIDTH-1]); end
            4'h1: begin r = diff; v = (a[WIDTH-1] != b[WIDTH-1]) && (diff[WIDTH-1] != a[WIDTH-1]); end
            4'h2: r = {1'b0, a & b};
            4'h3: r = {1'b0, a | b};
            4'h4: r = {1'b0, a ^ b};
            4'h5: r = {1'b0, ~(a | b)};
            4'h6: r = {1'b0, a << b[3:0]};
            4'h7: r = {1'b0, a >> b[3:0]};
            4'h8: r = {1'b0, $signed(a) >>> b[3:0]};
            4'h9: r = {{WIDTH{1'b0}}, $signed(a) < $signed(b)};
            4'hA: r = {{WIDTH{1'b0}}, a < b};
            4'hB: r = {1'b0, a + 1'b1};
            4'hC: r = {1'b0, b};
            default: r = {(WIDTH+1){1'b0}};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y <= 0; zero <= 1'b0; carry <= 1'b0; neg <= 1'b0; ovf <= 1'b0;
        end else begin
            y     <= r[WIDTH-1:0];
            zero  <= (r[WIDTH-1:0] == 0);
            carry <= r[WIDTH];
            neg   <= r[WIDTH-1];
            ovf   <= v;
        end
    end
endmodule
