// apb_bridge: tiny APB slave front-end with a register decoder submodule.
module apb_bridge (
    input  wire        pclk,
    input  wire        presetn,
    input  wire        psel,
    input  wire        penable,
    input  wire        pwrite,
    input  wire [7:0]  paddr,
    input  wire [15:0] pwdata,
    output wire [15:0] prdata,
    output wire        pready
);
    wire [3:0] reg_sel;

    apb_decoder #(.NREGS(4)) u_dec (
        .addr (paddr[3:2]),
        .sel  (reg_sel)
    );

    reg [15:0] regs [0:3];
    integer k;
    always @(posedge pclk or negedge presetn) begin
        if (!presetn) begin
            for (k = 0; k < 4; k = k + 1) regs[k] <= 16'h0000;
        end else if (psel & penable & pwrite) begin
            for (k = 0; k < 4; k = k + 1)
                if (reg_sel[k]) regs[k] <= pwdata;
        end
    end

    assign prdata = regs[paddr[3:2]];
    assign pready = 1'b1;
endmodule
