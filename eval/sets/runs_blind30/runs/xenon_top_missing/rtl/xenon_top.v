// xenon_top: top level of a small timer peripheral; instantiates xenon_core from a separate file
module xenon_top (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        wr,
    input  wire [1:0]  addr,
    input  wire [15:0] wdata,
    output wire [15:0] rdata,
    output wire        irq
);
    reg [15:0] reload;
    reg        enable;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            reload <= 16'd0;
            enable <= 1'b0;
        end else if (wr) begin
            case (addr)
                2'd0: reload <= wdata;
                2'd1: enable <= wdata[0];
                default: ;
            endcase
        end
    end

    xenon_core u_core (
        .clk    (clk),
        .rst_n  (rst_n),
        .enable (enable),
        .reload (reload),
        .value  (rdata),
        .expired(irq)
    );
endmodule
